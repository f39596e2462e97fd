/*
 * ASSERTION: cleanpath() removes "//", "/./" and "name/.." as DTrace does (a trailing slash stays).
 */

#pragma D option quiet

BEGIN
{
	printf("%-28s [%s]\n", "\"\"", cleanpath(""));
	printf("%-28s [%s]\n", "\"/\"", cleanpath("/"));
	printf("%-28s [%s]\n", "\"//\"", cleanpath("//"));
	printf("%-28s [%s]\n", "\"a\"", cleanpath("a"));
	printf("%-28s [%s]\n", "\"/a\"", cleanpath("/a"));
	printf("%-28s [%s]\n", "\"/a/\"", cleanpath("/a/"));
	printf("%-28s [%s]\n", "\"/a/..\"", cleanpath("/a/.."));
	printf("%-28s [%s]\n", "\"/a/../\"", cleanpath("/a/../"));
	printf("%-28s [%s]\n", "\"a/..\"", cleanpath("a/.."));
	printf("%-28s [%s]\n", "\"/a/b/..\"", cleanpath("/a/b/.."));
	printf("%-28s [%s]\n", "\"/a/b/../c\"", cleanpath("/a/b/../c"));
	printf("%-28s [%s]\n", "\"/./\"", cleanpath("/./"));
	printf("%-28s [%s]\n", "\"/.\"", cleanpath("/."));
	printf("%-28s [%s]\n", "\"/..\"", cleanpath("/.."));
	printf("%-28s [%s]\n", "\"/../\"", cleanpath("/../"));
	printf("%-28s [%s]\n", "\"/a/./b\"", cleanpath("/a/./b"));
	printf("%-28s [%s]\n", "\"/a//b\"", cleanpath("/a//b"));
	printf("%-28s [%s]\n", "\"/.a\"", cleanpath("/.a"));
	printf("%-28s [%s]\n", "\"/..a\"", cleanpath("/..a"));
	printf("%-28s [%s]\n", "\"/a/.b/..c\"", cleanpath("/a/.b/..c"));
	printf("%-28s [%s]\n", "\"a/b/../../c\"", cleanpath("a/b/../../c"));
	printf("%-28s [%s]\n", "\"/foo/bar/../baz/./qux//x\"", cleanpath("/foo/bar/../baz/./qux//x"));
	printf("%-28s [%s]\n", "\"../a\"", cleanpath("../a"));
	printf("%-28s [%s]\n", "\"/a/../..\"", cleanpath("/a/../.."));
	printf("%-28s [%s]\n", "\"x//y/./z/../w/\"", cleanpath("x//y/./z/../w/"));
	exit(0);
}
