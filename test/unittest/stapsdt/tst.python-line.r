work 9 3
work 10 3
