/**
 * The fake official source answers the list as the real one does (sources.md 2c), not as our client asks:
 * without `winPoolId` one answer holds every pool of the game, newest first; with it, that pool only.
 */
import { describe, expect, it } from "vitest";
import { officialPools } from "../fake-source/control";
import { LOTTO_NEW, LOTTO_PLUS_2_NEW, LOTTO_PREVIOUS } from "../fake-source/draws";
import { createFakeHandler } from "../fake-source/handler";

const LIST = "/t/a/official/engine/draw/issueWinPoolInfoPageQuery";

function listed(body: Record<string, unknown>) {
  const fake = createFakeHandler();
  const scenario = { pools: officialPools({ lotto: [LOTTO_NEW, LOTTO_PREVIOUS], "lotto-plus-2": [LOTTO_PLUS_2_NEW] }) };
  fake.handle("PUT", "/__control/a", JSON.stringify(scenario));
  const answer = JSON.parse(fake.handle("POST", LIST, JSON.stringify(body)).text) as {
    data: { list: { winPoolName: string; drawTime: string }[]; pages: number };
  };
  return answer.data;
}

describe("the fake official list", () => {
  it("without winPoolId, holds every pool of the game, newest first", () => {
    const data = listed({ gameId: 11101, pageNum: 1, pageSize: 10 });
    expect(data.list.map((item) => item.winPoolName).sort()).toEqual(["LOTTO", "LOTTO", "LOTTO 5 MAX"]);
    expect(data.list[data.list.length - 1]!.drawTime.slice(0, 10)).toBe(LOTTO_PREVIOUS.date);
  });

  it("with winPoolId, that pool only, paged", () => {
    const data = listed({ gameId: 11101, winPoolId: 100, pageNum: 2, pageSize: 1 });
    expect(data).toMatchObject({ pages: 2, list: [{ winPoolName: "LOTTO", drawTime: expect.stringContaining(LOTTO_PREVIOUS.date) }] });
  });
});
