/**
 * Text in an element's content needs only "&" and "<" escaped (">" too, by habit). React's text children
 * also write every quote as `&quot;` and every apostrophe as `&#x27;`: 5 bytes more each, and a JSON
 * example holds hundreds (about 220 bytes of /api's first visit, compressed).
 */
const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A block of code or of a JSON answer, scrollable and reachable by keyboard (a region named by `label`).
 * The HTML parser drops a newline that opens a `<pre>`, so one is added before text that starts with one.
 */
export function CodeBlock({ text, label, className }: { text: string; label: string; className: string }) {
  return (
    <pre
      className={className}
      tabIndex={0}
      role="region"
      aria-label={label}
      dangerouslySetInnerHTML={{ __html: (text.startsWith("\n") ? "\n" : "") + escapeText(text) }}
    />
  );
}
