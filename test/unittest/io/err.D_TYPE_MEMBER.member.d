/* args[0] of io:::start is a bufinfo_t *: a member it does not have. */
io:::start
{
	trace(args[0]->b_nosuch);
}
