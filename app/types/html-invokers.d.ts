// HTML attributes that open and close popovers and dialogs without JavaScript (popover, invoker
// commands, closedby). React 18 passes unknown lowercase attributes through; its types lack them.
import "react";

// Merged interfaces must repeat React's type parameter, even where it goes unused.
/* eslint-disable @typescript-eslint/no-unused-vars */

declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual" | "hint";
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover";
  }
  interface DialogHTMLAttributes<T> {
    closedby?: "any" | "closerequest" | "none";
  }
}
