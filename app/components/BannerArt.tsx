/**
 * An international lottery's banner: a typographic card in the lottery's colour, its name set large over
 * a small line of type, drawn by CSS (`.banner-art`, and the colour by `data-lottery`, in
 * app/tailwind.css) so a banner costs no request. No logos and no shapes that could pass for a loading
 * placeholder. Decoration: the link around it names the lottery.
 */
export function BannerArt({ id, title, className = "" }: { id: string; title: string; className?: string }) {
  return (
    <span aria-hidden="true" className={`banner-art ${className}`} data-lottery={id}>
      <span>{title}</span>
      <span>International lottery</span>
    </span>
  );
}
