// Our values for the game metadata where the contract says "allowed values: not shown" (see README, "Game
// metadata"): the games service validates them and the demo games declare them, from this one list each.

export const LAUNCH_STATUSES = ["live", "maintenance", "disabled"] as const;
export const ASSET_SOURCES = ["local", "cdn", "remote"] as const;
export const LOADER_MODES = ["progressive", "preload"] as const;
export const SHELL_STRATEGIES = ["iframe", "redirect"] as const;

export type LaunchStatus = (typeof LAUNCH_STATUSES)[number];
export type AssetSource = (typeof ASSET_SOURCES)[number];
export type LoaderMode = (typeof LOADER_MODES)[number];
export type ShellStrategy = (typeof SHELL_STRATEGIES)[number];
