abcdefgh|
01234567|

