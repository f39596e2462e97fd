# A scratch PostgreSQL cluster for the postgres tests (sourced): skips the
# test (exit 77) without a server or a postgres user, else starts a server
# on a Unix socket in $tmpd (port 5499) as the postgres user, sets $bin,
# $pg (the postmaster's pid) and $as_pg (run a command as postgres), and
# returns once the server accepts sessions.  At exit the server and every
# other background job are stopped and $tmpd is removed.
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
if [ -z "$bin" ] || [ ! -x "$bin/postgres" ] || ! id postgres >/dev/null 2>&1; then
	echo "no PostgreSQL server (or no postgres user) installed"
	exit 77
fi
tmpd=$(mktemp -d)
chown postgres "$tmpd"
# As the postgres user, without an intermediate process (setpriv execs):
# the server and psql are our own children, so we can stop and reap them.
as_pg="setpriv --reuid=postgres --regid=postgres --init-groups"
cleanup() {
	exec 2>/dev/null
	exec 3>&-
	kill -QUIT $pg	# immediate shutdown: the server stops its children
	wait $pg
	kill -9 $(jobs -p)
	wait
	rm -rf "$tmpd"
}
trap cleanup EXIT

$as_pg "$bin/initdb" -D "$tmpd/data" >"$tmpd/initdb.log" 2>&1 ||
    { cat "$tmpd/initdb.log"; exit 1; }
$as_pg "$bin/postgres" -D "$tmpd/data" -k "$tmpd" -p 5499 \
    -c listen_addresses= >"$tmpd/log" 2>&1 &
pg=$!
for i in $(seq 1000); do
	[ -S "$tmpd/.s.PGSQL.5499" ] && break
	sleep 0.02
done
[ -S "$tmpd/.s.PGSQL.5499" ] || { echo "server did not start"; cat "$tmpd/log"; exit 1; }
# The socket comes before the server accepts sessions ("the database
# system is starting up", on a loaded machine): wait until it does.
for i in $(seq 1000); do
	"$bin/pg_isready" -q -h "$tmpd" -p 5499 && break
	sleep 0.02
done
