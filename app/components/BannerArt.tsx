/**
 * An international lottery's banner artwork: a card in the lottery's colour with its name and two bars,
 * drawn by CSS (`.banner-art`, and the colour by `data-lottery`, in app/tailwind.css) so a banner costs no
 * request. Decoration: the link around it names the lottery.
 */
export function BannerArt({ id, title, className = "" }: { id: string; title: string; className?: string }) {
  return (
    <span aria-hidden="true" className={`banner-art ${className}`} data-lottery={id}>
      <span>{title}</span>
    </span>
  );
}
