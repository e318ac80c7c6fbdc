/** UTS #46 and RFC 3986 §3.2.2 — normalize steps that write a reg-name host as A-labels, or as percent-encoded U-labels. */

import type { Components } from '../compose.js';
import type { NormalizeStep } from '../normalize.js';
import { decode, encode } from '../percent.js';
import { type Fields, checkOptions, oneOf } from '../options.js';
import { type IdnaOptions, IDNA_FIELDS, IDNA_PRESETS, type IdnaFlags, idnaFlagsOf, processDomain } from './idna.js';

// ---------------------------------------------------------------------------------------------
// Types

/** Options of createHostToAsciiStep and createHostToUnicodeStep: the IDNA options, and what a failing host does. */
export interface HostStepOptions extends IdnaOptions {
  /**
   * 'throw' (default): a host that fails UTS #46 makes normalize throw its UriError, whose input
   * is the decoded host and whose index points into it. 'keep': the host is left as it is.
   */
  onError?: 'throw' | 'keep' | undefined;
}

/** The fields of HostStepOptions, checked (see options.ts): IdnaOptions' and `onError`. */
const HOST_STEP_FIELDS: Fields = { ...IDNA_FIELDS, onError: /* @__PURE__ */ oneOf(['throw', 'keep']) };

// ---------------------------------------------------------------------------------------------
// The algorithm

/** True for a host that is a reg-name (or an IPv4address, which ToASCII leaves as it is): not empty, not an IP-literal. */
function isRegName(host: string | undefined): host is string {
  return host !== undefined && host !== '' && host.charCodeAt(0) !== 0x5b; // '['
}

function hostStep(name: string, toAscii: boolean, flags: IdnaFlags, keep: boolean): NormalizeStep {
  return {
    name,
    apply(c: Components): Components {
      const host = c.host;
      if (!isRegName(host)) return c;
      // §3.2.2: a reg-name carries non-ASCII as percent-encoded UTF-8, so it is decoded first.
      let domain: string;
      try {
        domain = decode(host);
      } catch (e) {
        if (keep) return c;
        throw e;
      }
      const r = processDomain(domain, flags, toAscii, !keep);
      if (typeof r !== 'string') {
        if (keep) return c;
        throw r;
      }
      // Back to reg-name: what reg-name does not allow (non-ASCII U-labels, and what lenient flags
      // let through, such as '"' or '{') is percent-encoded as UTF-8, so the URI stays a URI.
      const out = encode(r, 'host');
      return out === host ? c : { ...c, host: out };
    },
  };
}

function stepFlags(options: HostStepOptions | undefined, fn: string): { flags: IdnaFlags; keep: boolean } {
  checkOptions(options, fn, HOST_STEP_FIELDS);
  return { flags: idnaFlagsOf(options), keep: options?.onError === 'keep' };
}

/**
 * A normalize step, named 'idna-to-ascii', that writes a reg-name host in A-labels: it
 * percent-decodes the host as UTF-8 (RFC 3986 §3.2.2), runs UTS #46 ToASCII with these options
 * (default: the strict preset) and percent-encodes whatever a reg-name cannot hold. IP-literals and
 * empty hosts are left alone. Run it through normalize's `extraSteps`.
 *
 * @throws {UriError} 'invalid-argument' for options that are not an object, an unknown option, or a
 * field of the wrong type (the IDNA options as domainToAscii checks them; `onError` 'throw' or 'keep').
 * @example
 * normalize('http://B%C3%BCcher.example/', { extraSteps: [createHostToAsciiStep()] }).host; // 'xn--bcher-kva.example'
 */
export function createHostToAsciiStep(options?: HostStepOptions): NormalizeStep {
  const { flags, keep } = stepFlags(options, 'createHostToAsciiStep');
  return hostStep('idna-to-ascii', true, flags, keep);
}

/**
 * A normalize step, named 'idna-to-unicode', that writes a reg-name host in U-labels, for display:
 * UTS #46 ToUnicode, then the non-ASCII percent-encoded as UTF-8, since a URI's reg-name is ASCII
 * (RFC 3986 §3.2.2). The host stays valid RFC 3986, and equivalent to the Unicode one under
 * RFC 3987 §3.1; to show the Unicode itself, map the URI to an IRI (the iri module's uriToIri).
 *
 * @throws {UriError} as createHostToAsciiStep.
 * @example
 * normalize('http://xn--bcher-kva.example/', { extraSteps: [createHostToUnicodeStep()] }).host; // 'b%C3%BCcher.example'
 */
export function createHostToUnicodeStep(options?: HostStepOptions): NormalizeStep {
  const { flags, keep } = stepFlags(options, 'createHostToUnicodeStep');
  return hostStep('idna-to-unicode', false, flags, keep);
}

/** createHostToAsciiStep() with the strict preset: the step 'idna-to-ascii'. */
export const hostToAsciiStep: NormalizeStep = /* @__PURE__ */ hostStep('idna-to-ascii', true, IDNA_PRESETS.strict, false);

/** createHostToUnicodeStep() with the strict preset: the step 'idna-to-unicode'. */
export const hostToUnicodeStep: NormalizeStep = /* @__PURE__ */ hostStep('idna-to-unicode', false, IDNA_PRESETS.strict, false);
