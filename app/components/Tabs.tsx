import type { ReactNode } from "react";

export interface TabDef {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * Tabs that need no JavaScript. The tab list is a radio group, so the browser itself gives it the
 * keyboard behaviour of tabs (arrow keys move and select, only the chosen tab is in the tab order), and
 * CSS (`.radio-tabs` in tailwind.css) shows the checked tab's panel. The server checks `initial`, so a
 * link can open any tab. Up to four tabs (the CSS spells out four).
 */
export function Tabs({ name, tabs, initial, label }: { name: string; tabs: TabDef[]; initial: string; label: string }) {
  return (
    <div className="radio-tabs">
      <fieldset className="flex gap-2 border-b border-slate-300">
        <legend className="sr-only">{label}</legend>
        {tabs.map((tab) => (
          <label key={tab.id} className="-mb-px block cursor-pointer">
            <input type="radio" name={name} value={tab.id} defaultChecked={tab.id === initial} className="peer sr-only" />
            <span className="block rounded-t-lg border border-transparent px-5 py-2.5 font-semibold text-slate-700 peer-checked:border-slate-300 peer-checked:border-b-white peer-checked:bg-white peer-checked:text-brand-800 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-700 hover:text-brand-700">
              {tab.label}
            </span>
          </label>
        ))}
      </fieldset>
      {tabs.map((tab) => (
        <div key={tab.id} className="rounded-b-xl border border-t-0 border-slate-300 bg-white p-5">
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
