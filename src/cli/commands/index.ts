/** The urikit commands by name, each module loaded only when its command runs (so `validate` does not load the scheme views, nor the audit's rules). */

import type { Command } from '../command.js';

/** Every command, in the order the usage lists them, with its one-line summary. */
export const COMMANDS: readonly { readonly name: string; readonly synopsis: string; readonly summary: string }[] = [
  { name: 'explain', synopsis: 'explain <uri>...', summary: "RFC 3986 §3's picture of a URI; its parts, kinds, default port, normal form" },
  { name: 'parse', synopsis: 'parse <uri>...', summary: 'the components of each URI, as a table, TSV or JSON' },
  { name: 'validate', synopsis: 'validate <uri>...', summary: 'check URIs against a rule; a caret under the first bad character' },
  { name: 'normalize', synopsis: 'normalize <uri>...', summary: 'the §6.2 normal form of each URI' },
  { name: 'resolve', synopsis: 'resolve <base> <ref>...', summary: 'resolve references against a base (§5.2)' },
  { name: 'relativize', synopsis: 'relativize <base> <uri>...', summary: 'the shortest reference from the base to each URI' },
  { name: 'equal', synopsis: 'equal <a> <b>', summary: 'are two URIs equivalent (§6.2)? exit status 0 yes, 1 no' },
  { name: 'encode', synopsis: 'encode --component <c> <text>...', summary: 'percent-encode text for a component' },
  { name: 'decode', synopsis: 'decode <text>...', summary: 'percent-decode text as UTF-8' },
  { name: 'audit', synopsis: 'audit <uri>...', summary: "security findings (§7) on RFC 3986's reading and a browser's; a fetch policy's verdict" },
  { name: 'whatwg', synopsis: 'whatwg <uri>...', summary: "RFC 3986's reading beside a browser's (WHATWG URL), component by component" },
  { name: 'extract', synopsis: 'extract <text>...', summary: 'the URIs in free text, with line, column and delimiter (Appendix C)' },
  { name: 'redact', synopsis: 'redact <uri>...', summary: 'each URI safe to log: password and secret query values masked (§7.5)' },
  { name: 'view', synopsis: 'view <uri>...', summary: "a URI as its scheme sees it: ldap's dn and scope, mailto's headers, ..." },
  { name: 'steps', synopsis: 'steps <uri>...', summary: 'what each normalization step changes (§6.2)' },
  { name: 'get', synopsis: 'get <component|template> <uri>...', summary: "a component, a query parameter's value, or a template: {scheme}://{host}" },
  { name: 'set', synopsis: 'set <component>=<raw>... <uri>...', summary: 'change components and query parameters; every result re-checked' },
  { name: 'idna', synopsis: 'idna to-ascii|to-unicode <domain>...', summary: 'UTS #46: b\u00fccher.example <-> xn--bcher-kva.example' },
  { name: 'iri', synopsis: 'iri to-uri|to-iri <iri>...', summary: 'RFC 3987: an IRI as a URI (percent-encoded UTF-8), and back' },
  { name: 'path', synopsis: 'path to-uri|from-uri <path>...', summary: 'file paths <-> file URIs (RFC 8089); --windows' },
  { name: 'guess', synopsis: 'guess <text>...', summary: 'complete www. and ftp. references (RFC 3986 \u00a74.5)' },
  { name: 'repair', synopsis: 'repair <text>...', summary: 'user input made a URI reference: spaces, non-ASCII, stray % percent-encoded' },
  { name: 'template', synopsis: 'template <template> <name=value>...', summary: 'expand an RFC 6570 URI Template, or --match URIs back into its variables' },
];

/** The command of that name, or undefined. */
export async function loadCommand(name: string): Promise<Command | undefined> {
  switch (name) {
    case 'explain': return (await import('./explain.js')).explainCommand as Command;
    case 'parse': return (await import('./parse.js')).parseCommand as Command;
    case 'validate': return (await import('./validate.js')).validateCommand as Command;
    case 'normalize': return (await import('./normalize.js')).normalizeCommand as Command;
    case 'resolve': return (await import('./resolve.js')).resolveCommand as Command;
    case 'relativize': return (await import('./resolve.js')).relativizeCommand as Command;
    case 'equal': return (await import('./equal.js')).equalCommand as Command;
    case 'encode': return (await import('./encode.js')).encodeCommand as Command;
    case 'decode': return (await import('./encode.js')).decodeCommand as Command;
    case 'audit': return (await import('./audit.js')).auditCommand as Command;
    case 'whatwg': return (await import('./whatwg.js')).whatwgCommand as Command;
    case 'extract': return (await import('./extract.js')).extractCommand as Command;
    case 'redact': return (await import('./redact.js')).redactCommand as Command;
    case 'view': return (await import('./view.js')).viewCommand as Command;
    case 'steps': return (await import('./steps.js')).stepsCommand as Command;
    case 'get': return (await import('./edit.js')).getCommand as Command;
    case 'set': return (await import('./edit.js')).setCommand as Command;
    case 'idna': return (await import('./convert.js')).idnaCommand as Command;
    case 'iri': return (await import('./convert.js')).iriCommand as Command;
    case 'path': return (await import('./convert.js')).pathCommand as Command;
    case 'guess': return (await import('./convert.js')).guessCommand as Command;
    case 'repair': return (await import('./convert.js')).repairCommand as Command;
    case 'template': return (await import('./template.js')).templateCommand as Command;
    default: return undefined;
  }
}
