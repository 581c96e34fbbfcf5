// The real converters. Each is a dynamic import so bundlers put the dictionaries in
// their own chunks, fetched only when a converter is first needed.

/** Converts a string; opencc-js converters are plain functions. */
export type TextConverter = (text: string) => string;

/** Traditional (Taiwan) → Simplified (mainland): opencc-js core + from/tw + to/cn. */
export async function loadTraditionalToSimplified(): Promise<TextConverter> {
  const [{ ConverterFactory }, fromTw, toCn] = await Promise.all([
    import('opencc-js/core'),
    import('opencc-js/from/tw'),
    import('opencc-js/to/cn'),
  ]);
  return ConverterFactory(fromTw.default, toCn.default);
}

/** Simplified (mainland) → Traditional (Taiwan): opencc-js core + from/cn + to/tw (heavy). */
export async function loadSimplifiedToTraditional(): Promise<TextConverter> {
  const [{ ConverterFactory }, fromCn, toTw] = await Promise.all([
    import('opencc-js/core'),
    import('opencc-js/from/cn'),
    import('opencc-js/to/tw'),
  ]);
  return ConverterFactory(fromCn.default, toTw.default);
}
