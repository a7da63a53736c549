# generated — do not edit. Source: schema/, openapi/; regenerate with `npm run codegen`.
"""What the SDK reads from schema/ and openapi/."""
