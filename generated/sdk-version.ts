// generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
export const SDK_VERSION = "0.2.0";
