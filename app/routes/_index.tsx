import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GAME_IDS, GAMES } from "~/lib/games";
import { latestDrawPerGame } from "~/models/draws.server";

export const meta: MetaFunction = () => [{ title: "Latest South African Lotto & PowerBall Results" }];

export async function loader({ context }: LoaderFunctionArgs) {
  const latest = await latestDrawPerGame(context.db);
  return { results: GAME_IDS.map((game) => ({ game, draw: latest[game] ?? null })) };
}

export default function Index() {
  const { results } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-2xl font-bold">Latest Results - All Games</h1>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {results.map(({ game, draw }) => (
          <li key={game} className="rounded border bg-white p-4" data-game={game}>
            <h2 className="font-semibold">{GAMES[game].name}</h2>
            {draw ? (
              <p>
                {draw.drawDate}: {draw.numbers.join(" ")}
                {draw.bonus !== null ? ` + ${draw.bonus}` : ""}
              </p>
            ) : (
              <p>No results in our records yet.</p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
