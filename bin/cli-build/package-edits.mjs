// Edits of bundled packages made as the `turnkey` bundle is built (bin/cli-build/bundle.mjs): each
// moves work a package does when it is imported to the moment it is needed, and leaves what the
// package does the same; a file of another version that does not read as expected is left as it is.
/**
 * axios asks Node for a web global when it is imported, and the first question loads Node's
 * fetch (undici, some 20 ms of a start, 40 ms on a busy machine), which the project never uses:
 * its client sends through its own adapter (src/core/client/https-adapter.ts). Each edit below
 * moves one such question to the moment it matters and leaves what axios does the same; a file
 * of another axios version that does not read as expected is left as it is.
 *
 * - lib/adapters/fetch.js (older axios): the eager fetch adapter was only the module's default
 *   export, which nothing imports; getFetch() makes it whenever a request names it.
 * - lib/utils.js: `isFormData` compared with the global FormData read at import. It is read
 *   when a value could be one (an object of its own class with an `append` method); a plain
 *   object, which is what the client sends, is answered as before without it.
 */
const EDITS = [
  {
    file: /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
    edits: [['const adapter = getFetch();', 'const adapter = undefined;']],
  },
  {
    file: /[\\/]node_modules[\\/]axios[\\/]lib[\\/]utils\.js$/,
    edits: [
      [
        "const FormDataCtor = typeof G.FormData !== 'undefined' ? G.FormData : undefined;",
        "const formDataCtor = () => (typeof G.FormData !== 'undefined' ? G.FormData : undefined);",
      ],
      ['  if (FormDataCtor && thing instanceof FormDataCtor) return true;\n', ''],
      [
        '  if (!isFunction(thing.append)) return false;\n',
        '  if (!isFunction(thing.append)) return false;\n' +
          '  const FormDataCtor = formDataCtor();\n' +
          '  if (FormDataCtor && thing instanceof FormDataCtor) return true;\n',
      ],
    ],
  },
  // commander loads Node's child_process when it is imported, for the sub-commands that are
  // programs of their own, which the `turnkey` command has none of: it is loaded when one runs.
  {
    file: /[\\/]node_modules[\\/]commander[\\/]lib[\\/]command\.js$/,
    edits: [
      [
        "const childProcess = require('node:child_process');",
        "const childProcess = { spawn: (...args) => require('node:child_process').spawn(...args) };",
      ],
    ],
  },
];

/** @returns {import('vite').Plugin} */
export function packageEdits() {
  return {
    name: 'turnkey-package-edits',
    transform(code, id) {
      const target = EDITS.find(({ file }) => file.test(id));
      if (!target || !target.edits.every(([from]) => code.split(from).length === 2)) return null;
      const edited = target.edits.reduce((text, [from, to]) => text.replace(from, to), code);
      return { code: edited, map: null };
    },
  };
}
