/*
 * ASSERTION: The six comparison operators compare strings by their bytes, as strcmp() does.
 */

#pragma D option quiet

BEGIN
{
	printf("%-15s %-15s %d %d %d %d %d %d\n", "\"\"", "\"\"",
	    "" == "", "" != "", "" < "", "" <= "", "" > "",
	    "" >= "");
	printf("%-15s %-15s %d %d %d %d %d %d\n", "\"\"", "\"a\"",
	    "" == "a", "" != "a", "" < "a", "" <= "a", "" > "a",
	    "" >= "a");
	printf("%-15s %-15s %d %d %d %d %d %d\n", "\"a\"", "\"\"",
	    "a" == "", "a" != "", "a" < "", "a" <= "", "a" > "",
	    "a" >= "");
	printf("%-15s %-15s %d %d %d %d %d %d\n", "\"a\"", "\"a\"",
	    "a" == "a", "a" != "a", "a" < "a", "a" <= "a", "a" > "a",
	    "a" >= "a");
	printf("%-15s %-15s %d %d %d %d %d %d\n", "\"a\"", "\"b\"",
	    "a" == "b", "a" != "b", "a" < "b", "a" <= "b", "a" > "b",
	    "a" >= "b");
	printf("%-15s %-15s %d %d %d %d %d %d\n", "\"b\"", "\"a\"",
	    "b" == "a", "b" != "a", "b" < "a", "b" <= "a", "b" > "a",
	    "b" >= "a");
	printf("%-15s %-15s %d %d %d %d %d %d\n", "\"ab\"", "\"abc\"",
	    "ab" == "abc", "ab" != "abc", "ab" < "abc", "ab" <= "abc", "ab" > "abc",
	    "ab" >= "abc");
	printf("%-15s %-15s %d %d %d %d %d %d\n", "\"abc\"", "\"ab\"",
	    "abc" == "ab", "abc" != "ab", "abc" < "ab", "abc" <= "ab", "abc" > "ab",
	    "abc" >= "ab");
	printf("%-15s %-15s %d %d %d %d %d %d\n", "\"abc\"", "\"abd\"",
	    "abc" == "abd", "abc" != "abd", "abc" < "abd", "abc" <= "abd", "abc" > "abd",
	    "abc" >= "abd");
	printf("%-15s %-15s %d %d %d %d %d %d\n", "\"abd\"", "\"abc\"",
	    "abd" == "abc", "abd" != "abc", "abd" < "abc", "abd" <= "abc", "abd" > "abc",
	    "abd" >= "abc");
	printf("%-15s %-15s %d %d %d %d %d %d\n", "\"B\"", "\"a\"",
	    "B" == "a", "B" != "a", "B" < "a", "B" <= "a", "B" > "a",
	    "B" >= "a");
	printf("%-15s %-15s %d %d %d %d %d %d\n", "\"hello world\"", "\"hello world\"",
	    "hello world" == "hello world", "hello world" != "hello world", "hello world" < "hello world", "hello world" <= "hello world", "hello world" > "hello world",
	    "hello world" >= "hello world");
	printf("%-15s %-15s %d %d %d %d %d %d\n", "\"hello world\"", "\"hello worlds\"",
	    "hello world" == "hello worlds", "hello world" != "hello worlds", "hello world" < "hello worlds", "hello world" <= "hello worlds", "hello world" > "hello worlds",
	    "hello world" >= "hello worlds");
	exit(0);
}
