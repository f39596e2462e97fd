/*
 * ASSERTION: a declared associative array fixes its key and value types.
 */
#pragma D option quiet

int cnt[string, int];
string label[int];

BEGIN
{
	cnt["a", 1] = 5;
	cnt["a", 1]++;
	label[7] = "seven";
	printf("%d %d %s\n", cnt["a", 1], cnt["b", 1], label[7]);
	exit(0);
}
