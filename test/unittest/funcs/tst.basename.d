/*
 * ASSERTION: basename() and dirname() as DTrace defines them: trailing slashes ignored, "" is ".", a string of slashes is "/", no slash gives a dirname of ".".
 */

#pragma D option quiet

BEGIN
{
	printf("%-12s [%s] [%s]\n", "\"\"", basename(""), dirname(""));
	printf("%-12s [%s] [%s]\n", "\"/\"", basename("/"), dirname("/"));
	printf("%-12s [%s] [%s]\n", "\"//\"", basename("//"), dirname("//"));
	printf("%-12s [%s] [%s]\n", "\"a\"", basename("a"), dirname("a"));
	printf("%-12s [%s] [%s]\n", "\"a/\"", basename("a/"), dirname("a/"));
	printf("%-12s [%s] [%s]\n", "\"a//\"", basename("a//"), dirname("a//"));
	printf("%-12s [%s] [%s]\n", "\"/a\"", basename("/a"), dirname("/a"));
	printf("%-12s [%s] [%s]\n", "\"//a\"", basename("//a"), dirname("//a"));
	printf("%-12s [%s] [%s]\n", "\"/a/\"", basename("/a/"), dirname("/a/"));
	printf("%-12s [%s] [%s]\n", "\"a/b\"", basename("a/b"), dirname("a/b"));
	printf("%-12s [%s] [%s]\n", "\"/a/b\"", basename("/a/b"), dirname("/a/b"));
	printf("%-12s [%s] [%s]\n", "\"/a/b/\"", basename("/a/b/"), dirname("/a/b/"));
	printf("%-12s [%s] [%s]\n", "\"a/b/c\"", basename("a/b/c"), dirname("a/b/c"));
	printf("%-12s [%s] [%s]\n", "\"/usr/lib/\"", basename("/usr/lib/"), dirname("/usr/lib/"));
	printf("%-12s [%s] [%s]\n", "\"//a//b//\"", basename("//a//b//"), dirname("//a//b//"));
	printf("%-12s [%s] [%s]\n", "\".\"", basename("."), dirname("."));
	printf("%-12s [%s] [%s]\n", "\"..\"", basename(".."), dirname(".."));
	printf("%-12s [%s] [%s]\n", "\"/.\"", basename("/."), dirname("/."));
	printf("%-12s [%s] [%s]\n", "\"./a\"", basename("./a"), dirname("./a"));
	printf("%-12s [%s] [%s]\n", "\"x/y//z///\"", basename("x/y//z///"), dirname("x/y//z///"));
	exit(0);
}
