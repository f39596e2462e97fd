# Builds $tmpd/throw (sourced by the libstdc++ tests of stapsdt and pid):
# a C++ program that throws and catches std::runtime_error 5 times, then
# prints "caught 5".  The test's $tmpd must exist.  Exits the test with 1,
# saying why, if g++ is missing or the build fails (runtest.sh has no
# run-time skip for .sh tests).

if ! command -v g++ >/dev/null 2>&1; then
	echo "cannot run: g++ is not installed (needed to build the C++ program)"
	exit 1
fi
cat > "$tmpd/throw.cc" <<'CEOF'
#include <cstdio>
#include <stdexcept>

int
main()
{
	int caught = 0;

	for (int i = 0; i < 5; i++) {
		try {
			throw std::runtime_error("x");
		} catch (const std::exception &) {
			caught++;
		}
	}
	std::printf("caught %d\n", caught);
	return 0;
}
CEOF
g++ -O1 -o "$tmpd/throw" "$tmpd/throw.cc" || { echo "cannot build throw.cc"; exit 1; }
