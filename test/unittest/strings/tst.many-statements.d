/*
 * ASSERTION: A clause with many statements of string subroutines reuses string temporaries from statement to statement.
 */

#pragma D option quiet

BEGIN
{
	printf("%s ", strjoin(substr("abcdefghijklmnop", 0, 3), toupper(lltostr(0, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 1, 3), toupper(lltostr(1, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 2, 3), toupper(lltostr(2, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 3, 3), toupper(lltostr(3, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 4, 3), toupper(lltostr(4, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 5, 3), toupper(lltostr(5, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 6, 3), toupper(lltostr(6, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 7, 3), toupper(lltostr(7, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 8, 3), toupper(lltostr(8, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 9, 3), toupper(lltostr(9, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 10, 3), toupper(lltostr(10, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 11, 3), toupper(lltostr(11, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 12, 3), toupper(lltostr(12, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 13, 3), toupper(lltostr(13, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 0, 3), toupper(lltostr(14, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 1, 3), toupper(lltostr(15, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 2, 3), toupper(lltostr(16, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 3, 3), toupper(lltostr(17, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 4, 3), toupper(lltostr(18, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 5, 3), toupper(lltostr(19, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 6, 3), toupper(lltostr(20, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 7, 3), toupper(lltostr(21, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 8, 3), toupper(lltostr(22, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 9, 3), toupper(lltostr(23, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 10, 3), toupper(lltostr(24, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 11, 3), toupper(lltostr(25, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 12, 3), toupper(lltostr(26, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 13, 3), toupper(lltostr(27, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 0, 3), toupper(lltostr(28, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 1, 3), toupper(lltostr(29, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 2, 3), toupper(lltostr(30, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 3, 3), toupper(lltostr(31, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 4, 3), toupper(lltostr(32, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 5, 3), toupper(lltostr(33, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 6, 3), toupper(lltostr(34, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 7, 3), toupper(lltostr(35, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 8, 3), toupper(lltostr(36, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 9, 3), toupper(lltostr(37, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 10, 3), toupper(lltostr(38, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 11, 3), toupper(lltostr(39, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 12, 3), toupper(lltostr(40, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 13, 3), toupper(lltostr(41, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 0, 3), toupper(lltostr(42, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 1, 3), toupper(lltostr(43, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 2, 3), toupper(lltostr(44, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 3, 3), toupper(lltostr(45, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 4, 3), toupper(lltostr(46, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 5, 3), toupper(lltostr(47, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 6, 3), toupper(lltostr(48, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 7, 3), toupper(lltostr(49, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 8, 3), toupper(lltostr(50, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 9, 3), toupper(lltostr(51, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 10, 3), toupper(lltostr(52, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 11, 3), toupper(lltostr(53, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 12, 3), toupper(lltostr(54, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 13, 3), toupper(lltostr(55, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 0, 3), toupper(lltostr(56, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 1, 3), toupper(lltostr(57, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 2, 3), toupper(lltostr(58, 16))));
	printf("%s ", strjoin(substr("abcdefghijklmnop", 3, 3), toupper(lltostr(59, 16))));
	printf("\n");
	exit(0);
}
