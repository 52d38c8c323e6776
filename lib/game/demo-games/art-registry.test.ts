import { describe, expect, it } from "vitest";
import { demoGameTheme, symbolDrawing } from "./art-registry";
import { DEMO_GAMES } from "./registry";

// Every demo game is drawn with its own art and colours, not with the fallbacks meant for new games.
describe("demo game art", () => {
  it("has a drawing for every symbol of every demo game", () => {
    const missing = DEMO_GAMES.flatMap(({ math }) =>
      math.symbols
        .filter((symbol) => symbolDrawing(symbol.id) === undefined)
        .map((symbol) => `${math.game}:${symbol.id}`),
    );
    expect(missing).toEqual([]);
  });

  it("has a theme for every demo game, and none for any other game", () => {
    expect(
      DEMO_GAMES.map(({ listing }) => listing.symbol).filter((symbol) => demoGameTheme(symbol) === undefined),
    ).toEqual([]);
    expect(demoGameTheme("zz99newgame")).toBeUndefined();
  });
});
