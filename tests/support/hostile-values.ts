/**
 * Hostile values for the property-based tests (issue 6): odd characters (control
 * characters, CRLF, lone surrogates, bidi overrides, combining marks, emoji, SQL and mail
 * header fragments), over-long strings, prototype-polluting keys and deep nesting.
 */
import fc from 'fast-check';

/** Characters and short fragments that have broken form handling, mail or storage somewhere before. */
export const oddCharacter = fc.oneof(
  fc.constantFrom(
    '\r\n', '\r', '\n', '\t', '\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u2028', '\u2029',
    '\u200b', '\u200f', '\u202e', '\ufeff', '\u00a0', '\u3000', '\ud800', '\udfff', '\u0301', '\u0651',
    '👩🏽‍💻', '🇰🇪', 'ش', 'א', '𝕏', 'é', "'", '"', ';', '--', '\\', '%', '$1', '<', '>', '&', '=?utf-8?q?',
    'Bcc: victim@example.com', "'; DROP TABLE submissions; --", '" OR 1=1',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
);

export const oddString = fc.string({ unit: oddCharacter, maxLength: 40 });

/** Longer than any field allows, in characters that take several UTF-16 units or bytes. */
export const longString = fc
  .tuple(oddString, fc.integer({ min: 100, max: 6_000 }), fc.constantFrom('x', 'é', '👍', '\u0301', '\u202e', '\r\n'))
  .map(([start, count, repeated]) => start + repeated.repeat(count));

/** A value `depth` levels deep (arrays or objects), built without recursion. */
export function nested(depth: number, asArray: boolean): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = asArray ? [value] : { a: value };
  return value;
}

/**
 * Values nested 100 to `maxDepth` levels. JSON.stringify recurses, so values a test turns
 * into JSON text must stay shallower (about 1,000); deeper JSON is best written as text.
 */
export const deeplyNested = (maxDepth: number) =>
  fc.tuple(fc.integer({ min: 100, max: maxDepth }), fc.boolean()).map(([depth, asArray]) => nested(depth, asArray));

/** Object keys that pollute prototypes or shadow what code reads, and arbitrary ones. */
export const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'honey', '$ACTION_ID_x'),
  fc.string({ maxLength: 12 }),
);

/** Any value a hostile client could put where a form field is expected. */
export const valueNestedUpTo = (maxDepth: number) =>
  fc.oneof(
    oddString,
    longString,
    fc.anything({ key: hostileKey, maxDepth: 3, withNullPrototype: true, withObjectString: true }),
    fc.jsonValue({ maxDepth: 3 }),
    deeplyNested(maxDepth),
    fc.constantFrom(null, undefined, true, 0, -0, Number.NaN, 1e309, '', '   ', [], {}),
  );
