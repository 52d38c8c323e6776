// ESLint rule "modules/no-folder-cycle": the folders of lib/server are modules, and no import may close a cycle
// between them. The folder graph (which folder imports which) is read once per lint run from the files on disk,
// with the file being linted taken as written now; an import from folder A to folder B is refused when B already
// reaches A. File-level import/no-cycle would resolve every module and is far slower; folders are what we rule.
import fs from "node:fs";
import path from "node:path";

const SERVER = "lib/server";
const SOURCE = /\.(ts|tsx|mjs)$/;
const IMPORT = /(?:from|import)\s*\(?\s*["']([^"']+)["']/g;

/** The lib/server folder a specifier names, from a file at `fromFile` (repository-relative), or null. */
function targetFolder(specifier, fromFile) {
  let target;
  if (specifier.startsWith(`@/${SERVER}/`)) target = specifier.slice(2);
  else if (specifier.startsWith("."))
    target = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  else return null;
  if (!target.startsWith(`${SERVER}/`)) return null;
  const folder = target.slice(SERVER.length + 1).split("/")[0];
  return folder && !SOURCE.test(folder) ? folder : null;
}

function folderOf(file) {
  if (!file.startsWith(`${SERVER}/`)) return null;
  const parts = file.slice(SERVER.length + 1).split("/");
  return parts.length > 1 ? parts[0] : null;
}

const graphs = new Map();

/** Folder → file → the folders that file imports, for the repository at `root` (read once per process). */
function diskGraph(root) {
  let graph = graphs.get(root);
  if (graph) return graph;
  graph = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== "generated" && entry.name !== "node_modules") walk(relative);
      } else if (SOURCE.test(entry.name)) {
        const folder = folderOf(relative);
        if (!folder) continue;
        const text = fs.readFileSync(path.join(root, relative), "utf8");
        const targets = new Set();
        for (const [, specifier] of text.matchAll(IMPORT)) {
          const target = targetFolder(specifier, relative);
          if (target && target !== folder) targets.add(target);
        }
        if (!graph.has(folder)) graph.set(folder, new Map());
        graph.get(folder).set(relative, targets);
      }
    }
  };
  if (fs.existsSync(path.join(root, SERVER))) walk(SERVER);
  graphs.set(root, graph);
  return graph;
}

/** A path of folders from `from` to `to` over the graph's arrows (the file `skip` left out), or null. */
function findPath(graph, from, to, skip) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const folder = queue.shift();
    if (folder === to) {
      const steps = [];
      for (let step = to; step !== null; step = previous.get(step)) steps.unshift(step);
      return steps;
    }
    for (const [file, targets] of graph.get(folder) ?? []) {
      if (file === skip) continue;
      for (const target of targets) {
        if (!previous.has(target)) {
          previous.set(target, folder);
          queue.push(target);
        }
      }
    }
  }
  return null;
}

export const noFolderCycle = {
  meta: {
    type: "problem",
    docs: { description: "No import may close a cycle between the folders (modules) of lib/server" },
    schema: [],
    messages: {
      cycle:
        "lib/server/{{from}} → {{to}} closes a folder cycle ({{cycle}}): move the fact to the module that owns it, or have the lower module be called (ARCHITECTURE.md)",
    },
  },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join("/");
    const folder = folderOf(file);
    if (!folder) return {};
    const check = (node) => {
      const specifier = node.source?.type === "Literal" ? node.source.value : null;
      if (typeof specifier !== "string") return;
      const target = targetFolder(specifier, file);
      if (!target || target === folder) return;
      const back = findPath(diskGraph(root), target, folder, file);
      if (back)
        context.report({
          node,
          messageId: "cycle",
          data: { from: folder, to: target, cycle: [folder, ...back].join(" → ") },
        });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const folderCycles = { rules: { "no-folder-cycle": noFolderCycle } };
export default folderCycles;
