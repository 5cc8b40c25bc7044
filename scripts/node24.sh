# Sourced, not run: `. scripts/node24.sh` puts Node 24 (the current LTS) first on this shell's
# PATH. The machine's own node when it is a 24 already; else the official build from the npm
# registry (the `node-<os>-<arch>` package holds the same binary as nodejs.org), installed once into
# `.node/` of the checkout. `.ci/run` sources it; a user with an older node may too.
CREWDECK_NODE=24.22.3

if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null)" != 24 ]; then
  _os=$(uname -s | tr '[:upper:]' '[:lower:]')
  case "$(uname -m)" in
    x86_64 | amd64) _arch=x64 ;;
    aarch64 | arm64) _arch=arm64 ;;
    *) _arch=$(uname -m) ;;
  esac
  _dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.node"
  _bin="$_dir/node_modules/node-$_os-$_arch/bin"
  if [ ! -x "$_bin/node" ] || [ "$("$_bin/node" --version)" != "v$CREWDECK_NODE" ]; then
    echo "[node24] installing Node $CREWDECK_NODE (node-$_os-$_arch from the npm registry) into .node/"
    npm install --no-save --no-package-lock --no-audit --no-fund --prefix "$_dir" \
      "node-$_os-$_arch@$CREWDECK_NODE" >/dev/null
  fi
  export PATH="$_bin:$PATH"
  unset _os _arch _dir _bin
fi
echo "[node24] $(command -v node): $(node --version)"
