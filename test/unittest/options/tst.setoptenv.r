abcd

