cat 9
dog 5
int 40

