// What every emitter returns, and the banner every generated file starts with.
export interface OutputFile {
  /** Path below generated/. */
  path: string;
  content: string;
}

export const BANNER = "// generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.\n";

export const json = (value: unknown) => JSON.stringify(value, null, 2);
