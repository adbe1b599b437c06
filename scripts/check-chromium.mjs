// Browser tests drive Debian's Chromium; Playwright's own browser download is not
// available offline. Say how to get it instead of failing obscurely.
import fs from "node:fs";

const executable = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(executable)) {
  console.error(`Browser tests need Chromium at ${executable}.
Install Debian's package:   sudo apt-get update && sudo apt-get install -y chromium
(or set CHROMIUM_PATH to another Chromium binary).`);
  process.exit(1);
}
