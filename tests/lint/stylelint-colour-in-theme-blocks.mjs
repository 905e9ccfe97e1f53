import colorNames from 'color-name';
import stylelint from 'stylelint';

/**
 * A stylelint rule: a colour is written only in the theme blocks (`html[data-theme='light']`,
 * `html[data-theme='dark']`, and `html[data-theme]` for the few that are the same in both); everything else reads it
 * through a custom property, so both colour modes follow one edit. No standard rule fits: `color-no-hex`,
 * `color-named` and `function-disallowed-list` apply to every selector alike.
 */
export const ruleName = 'dmdata/colour-in-theme-blocks';
export const messages = stylelint.utils.ruleMessages(ruleName, {
  rejected: (literal) =>
    `Colour ${literal} outside the theme blocks: define a custom property in html[data-theme=…] and read it with var()`,
});

const themeBlock = /^html\[data-theme(?:=(['"])(light|dark)\1)?\]$/;
/** Keywords that are not a colour of their own. */
const allowedColourWords = new Set(['transparent', 'currentcolor', 'inherit', 'initial', 'unset', 'revert']);
const namedColours = new Set(Object.keys(colorNames));
const colourFunction = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;
const hexColour = /#[0-9a-f]{3,8}\b/i;

/** The colour literal a declaration's value writes (hex, colour function or named colour), or null. */
export function colourLiteralIn(value) {
  // Strings ('Segoe UI', content: '▸') and url(…) (data: URIs) hold no colour of the page.
  const bare = value.replace(/(['"])(?:\\.|(?!\1).)*\1/g, "''").replace(/url\([^)]*\)/gi, 'url()');
  const hex = bare.match(hexColour);
  if (hex) return hex[0];
  const fn = bare.match(colourFunction);
  if (fn) return fn[0];
  for (const word of bare.match(/(?<![\w-])[a-z]+(?![\w(-])/gi) ?? []) {
    const lower = word.toLowerCase();
    if (namedColours.has(lower) && !allowedColourWords.has(lower)) return word;
  }
  return null;
}

/** @type {import('stylelint').Rule} */
const rule = (enabled) => (root, result) => {
  if (!stylelint.utils.validateOptions(result, ruleName, { actual: enabled, possible: [true] })) return;
  root.walkDecls((declaration) => {
    const parent = declaration.parent;
    if (parent?.type === 'rule' && themeBlock.test(parent.selector.trim())) return;
    const literal = colourLiteralIn(declaration.value);
    if (!literal) return;
    const index = declaration.toString().indexOf(literal, declaration.prop.length);
    stylelint.utils.report({
      ruleName,
      result,
      node: declaration,
      message: messages.rejected(literal),
      index,
      endIndex: index + literal.length,
    });
  });
};
rule.ruleName = ruleName;
rule.messages = messages;

export default stylelint.createPlugin(ruleName, rule);
