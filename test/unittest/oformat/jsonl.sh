# jsonl.sh: sourced by the oformat tests.  `jsonl FILE CODE` parses every
# line of FILE as JSON with python3.11 (the bytes must be UTF-8, each line
# one JSON value, no blank lines), then runs the Python CODE with:
#	L	the objects, in order
#	recs	the probe records (the objects with an "output" list)
#	aggs	the aggregation printouts at exit, by aggregation name
#	out	all the items of all records' outputs, in order
# CODE prints what the test's .r expects.  A line that does not parse
# prints "bad line N: ..." and fails.

jsonl() {
	python3.11 -c '
import json, sys
L = []
raw = open(sys.argv[1], "rb").read()
lines = raw.split(b"\n")
if lines and lines[-1] == b"":
    lines.pop()
else:
    print("no newline at the end")
for n, line in enumerate(lines, 1):
    try:
        L.append(json.loads(line.decode("utf-8")))
    except Exception as e:
        print("bad line %d: %r: %s" % (n, line[:200], e))
        sys.exit(1)
recs = [o for o in L if "output" in o]
aggs = {o["aggregation-name"]: o for o in L if "aggregation-name" in o}
out = [i for r in recs for i in r["output"]]
exec(sys.argv[2])
' "$1" "$2"
}
