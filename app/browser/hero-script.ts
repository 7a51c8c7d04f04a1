/**
 * The hero's script: the slider, its arrows' tooltips and the countdowns, on the pages whose route asks
 * for it (`hero: true` in the route's handle: the home page). Inlined after the site script, like it.
 */
import { startCountdowns } from "./countdown";
import { startSliders } from "./slider";
import { startTooltips } from "./tooltips";

startTooltips(document);
startSliders(document);
startCountdowns(document);
