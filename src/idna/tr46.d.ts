/** UTS #46 — types for the tr46 package (ToASCII and ToUnicode), which ships none; only what urikit calls. */

declare module 'tr46' {
  /** The UTS #46 flags, in tr46's spelling. Every one defaults to false. */
  export interface Tr46Options {
    checkHyphens?: boolean;
    checkBidi?: boolean;
    checkJoiners?: boolean;
    useSTD3ASCIIRules?: boolean;
    transitionalProcessing?: boolean;
    verifyDNSLength?: boolean;
    ignoreInvalidPunycode?: boolean;
  }

  /** UTS #46 §4.2 ToASCII: the A-label form, or null when any label fails. */
  export function toASCII(domainName: string, options?: Tr46Options): string | null;

  /** UTS #46 §4.3 ToUnicode: the U-label form, always, and whether any label failed. */
  export function toUnicode(domainName: string, options?: Tr46Options): { domain: string; error: boolean };
}
