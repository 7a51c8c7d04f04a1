import { useLocation } from "@remix-run/react";
import type { ButtonHTMLAttributes } from "react";
import { DRAWER_EXTRAS, NAV_ITEMS, type NavItem } from "./navigation";

/*
 * The header is HTML: the desktop submenus are popovers (toggle, Escape and outside click are the
 * browser's) and the mobile drawer is a modal <dialog> opened and closed by invoker commands (the site
 * script, app/browser/dialogs.ts, does both in browsers without them). Its links are plain links, also
 * on the admin's hydrated pages: every page is a document of its own.
 */

const DRAWER_ID = "mobile-drawer";

export function SiteHeader({ siteName }: { siteName: string }) {
  const { pathname } = useLocation();
  return (
    <header className="fixed-scheme sticky top-0 z-30 border-b border-brand-900 bg-brand-800 text-white shadow">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <a href="/" className="flex min-h-11 shrink-0 items-center gap-2 text-lg font-extrabold tracking-tight">
          <img src="/favicon.svg" alt="" width="32" height="32" className="h-8 w-8" />
          {/* From 768 px to 1280 px the seven menu items need the bar: the logo alone stands for the name. */}
          <span className="md:max-xl:sr-only">{siteName}</span>
        </a>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            {NAV_ITEMS.map((item) => (
              <DesktopNavItem key={item.href} item={item} pathname={pathname} />
            ))}
          </ul>
        </nav>
        <MobileMenu pathname={pathname} />
      </div>
    </header>
  );
}

// From 768 px to 1024 px the bar is tight: narrower padding and type keep the menu on the logo's line; a label never
// breaks onto two lines from 1024 px (issue 43: at 1280 px five did); below, where the bar is tightest, it may.
const linkClass = (active: boolean) =>
  `flex min-h-11 items-center rounded-md px-1.5 text-[13px] font-semibold lg:px-2 lg:whitespace-nowrap lg:text-sm ${active ? "bg-brand-900 text-gold-400" : "hover:bg-brand-700"}`;

function DesktopNavItem({ item, pathname }: { item: NavItem; pathname: string }) {
  const active = item.section(pathname);
  const menuId = `submenu-${item.href.slice(1)}`;
  return (
    <li className="flex items-center">
      <a href={item.href} className={linkClass(active)} aria-current={active ? "page" : undefined}>
        {item.label}
      </a>
      {item.children ? (
        <>
          <button type="button" popovertarget={menuId} className="min-h-11 rounded-md px-1 hover:bg-brand-700 lg:px-1.5">
            <span aria-hidden="true">▾</span>
            <span className="sr-only">{item.label} menu</span>
          </button>
          <ul id={menuId} popover="auto" className="nav-submenu follow-scheme w-52 rounded-lg bg-white py-2 text-slate-900 shadow-lg">
            {item.children.map((child) => (
              <li key={child.href}>
                <a
                  href={child.href}
                  className="flex min-h-11 items-center px-4 text-sm hover:bg-brand-50"
                  aria-current={pathname === child.href ? "page" : undefined}
                >
                  {child.label}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </li>
  );
}

/** Below 768px: a right-hand drawer (native modal dialog: focus trap, Escape, focus returns). */
function MobileMenu({ pathname }: { pathname: string }) {
  return (
    <div className="md:hidden">
      <DrawerButton
        command="show-modal"
        className="min-h-11 rounded-md border border-brand-600 px-3 text-sm font-semibold"
        aria-haspopup="dialog"
      >
        Menu
      </DrawerButton>
      <dialog
        id={DRAWER_ID}
        closedby="any"
        aria-label="Menu"
        className="follow-scheme fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[300px] max-w-full bg-white p-0 text-slate-900 shadow-xl backdrop:bg-black/60"
        data-testid="mobile-drawer"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <span className="font-bold">Menu</span>
          <DrawerButton command="close" className="min-h-11 rounded px-3 font-semibold hover:bg-slate-100">
            Close
          </DrawerButton>
        </div>
        <nav aria-label="Main">
          <ul className="p-2">
            {NAV_ITEMS.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  aria-current={item.section(pathname) ? "page" : undefined}
                  className="flex min-h-11 items-center rounded-md px-3 font-semibold hover:bg-brand-50 aria-[current=page]:text-brand-700"
                >
                  {item.label}
                </a>
                {item.children ? (
                  <ul className="mb-1 ml-4 border-l border-slate-200 pl-2">
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <a href={child.href} className="flex min-h-11 items-center rounded-md px-3 text-sm hover:bg-brand-50">
                          {child.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          {DRAWER_EXTRAS.map((group) => (
            <div key={group.heading ?? group.links[0]!.href} className="border-t border-slate-200 p-2">
              {group.heading ? (
                <p className="px-3 pt-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">{group.heading}</p>
              ) : null}
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      aria-current={pathname === link.href ? "page" : undefined}
                      className="flex min-h-11 items-center rounded-md px-3 text-sm font-semibold hover:bg-brand-50 aria-[current=page]:text-brand-700"
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </dialog>
    </div>
  );
}

/** Opens or closes the drawer by invoker command, which works without JavaScript. */
function DrawerButton({ command, ...button }: { command: "show-modal" | "close" } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" commandfor={DRAWER_ID} command={command} {...button} />;
}
