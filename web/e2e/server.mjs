// The server under test and Chromium's flags, shared by the e2e suite and Lighthouse.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
const root = join(web, "..");
const serverBin = process.env.PALLANGUZHI_SERVER ?? join(root, "target/debug/pallanguzhi-server");

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
];


export async function startServer(name) {
  const db = join(tmpdir(), `pallanguzhi-web-${name}-${process.pid}.db`);
  rmSync(db, { force: true });
  const child = spawn(
    serverBin,
    ["--listen", "127.0.0.1:0", "--database", `sqlite:${db}`, "--web-root", join(web, "dist"), "--unique-names", "false", "--min-rated-moves", "1", "--min-rated-game-s", "0", "--min-opponent-age-days", "0"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stderr.on("data", () => {});
  // Never left behind, whatever ends the script.
  process.on("exit", () => child.kill("SIGTERM"));
  const url = await new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      const m = out.match(/listening on (\S+)/);
      if (m) resolve(`http://${m[1]}`);
    });
    child.on("exit", (code) => reject(new Error(`server exited ${code}`)));
  });
  return { url, stop: () => child.kill("SIGTERM") };
}

