// generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
export const SDK_VERSION = "1.0.0-preview.1";
