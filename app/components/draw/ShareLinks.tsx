/**
 * Sharing without JavaScript: WhatsApp, X and e-mail are plain links to their share addresses. "Copy
 * link" cannot copy without a script, and selecting a field's text on focus needs one too; so it is a
 * disclosure showing the address in a read-only field, which a visitor selects and copies as any text.
 */
export function ShareLinks({ url, text }: { url: string; text: string }) {
  const message = encodeURIComponent(`${text} ${url}`);
  const links: [string, string][] = [
    ["WhatsApp", `https://wa.me/?text=${message}`],
    ["X", `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`],
  ];
  const item =
    "inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50";
  return (
    <section aria-labelledby="share-heading" className="space-y-2">
      <h2 id="share-heading" className="text-lg font-bold">
        Share these results
      </h2>
      <ul className="flex flex-wrap items-start gap-2">
        {links.map(([name, href]) => (
          <li key={name}>
            <a href={href} target="_blank" rel="noopener noreferrer" className={item}>
              {name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
        <li>
          <a href={`mailto:?subject=${encodeURIComponent(text)}&body=${message}`} className={item}>
            E-mail
          </a>
        </li>
        <li>
          <details>
            <summary className={`${item} cursor-pointer`}>Copy link</summary>
            <label htmlFor="share-url" className="mt-2 block text-sm text-slate-700">
              Address of this page (select it and copy)
            </label>
            <input
              id="share-url"
              type="url"
              readOnly
              value={url}
              className="mt-1 min-h-11 w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm sm:w-96"
            />
          </details>
        </li>
      </ul>
    </section>
  );
}
