/*
 * ASSERTION: nor through -> of a pointer that is not an alloca() pointer.
 */
struct pair {
	int a;
	int b;
};

BEGIN
{
	p = (struct pair *)arg0;
	p->b = 1;
}
