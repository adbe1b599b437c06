// `npm run test:pg` starts a throw-away PostgreSQL cluster of its own (tests/pg/cluster.ts)
// and needs the server programs for it. Say how to get them instead of failing obscurely.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const dirs = (process.env.PATH ?? "").split(path.delimiter).filter(Boolean);
const config = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
if (config.status === 0) dirs.push(config.stdout.trim());
// Debian keeps the server programs off PATH, in a folder per major version.
if (fs.existsSync("/usr/lib/postgresql")) for (const v of fs.readdirSync("/usr/lib/postgresql")) dirs.push(`/usr/lib/postgresql/${v}/bin`);
if (!dirs.some((dir) => fs.existsSync(path.join(dir, "initdb")) && fs.existsSync(path.join(dir, "pg_ctl")))) {
  console.error(`The PostgreSQL tests need PostgreSQL 15's server programs (initdb, pg_ctl).
Install Debian's package:   sudo apt-get update && sudo apt-get install -y postgresql
(no service is used: the tests start a throw-away cluster of their own).`);
  process.exit(1);
}
