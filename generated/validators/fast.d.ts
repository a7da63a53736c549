// generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
export declare function fastRecord(value: unknown): boolean;
export declare function fastRecord_1_0(value: unknown): boolean;
