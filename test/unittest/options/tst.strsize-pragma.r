abcd|

