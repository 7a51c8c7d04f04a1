import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export interface TabDef {
  id: string;
  label: string;
  /** Without JavaScript each tab is a link that the server answers with that tab selected. */
  href: string;
  panel: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected tab is in the tab order. */
export function Tabs({ tabs, initial, label }: { tabs: TabDef[]; initial: string; label: string }) {
  const [selected, setSelected] = useState(initial);
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const select = (index: number) => {
    const tab = tabs[index]!;
    setSelected(tab.id);
    refs.current[index]?.focus();
    window.history.replaceState(window.history.state, "", tab.href);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select((moves[event.key]! + tabs.length) % tabs.length);
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-2 border-b border-slate-300">
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <a
              key={tab.id}
              ref={(el) => {
                refs.current[index] = el;
              }}
              href={tab.href}
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={(event) => {
                event.preventDefault();
                select(index);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px rounded-t-lg border px-5 py-2.5 font-semibold ${active ? "border-slate-300 border-b-white bg-white text-brand-800" : "border-transparent text-slate-700 hover:text-brand-700"}`}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div key={tab.id} role="tabpanel" id={`panel-${tab.id}`} aria-labelledby={`tab-${tab.id}`} hidden={tab.id !== selected} tabIndex={0} className="rounded-b-xl border border-t-0 border-slate-300 bg-white p-5">
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
