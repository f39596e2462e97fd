/*
 * pid-cxx: known C++ calls for the pid provider's demangling tests.
 *
 *	pid-cxx [N]
 *
 * prints "cart 0xADDR" (the address of its shop::Cart object), then calls
 * shop::Cart::add_item(int) N times (default 3) with 1 .. N,
 * shop::Cart::add_item(int, int) once with (10, 2) (an overload),
 * shop::Cart::total() const once, and the free function shop::scale(long)
 * once; prints "total T" (N(N+1)/2 + 20).  Every function is noipa, so
 * each call happens as written.
 */
#include <cstdio>
#include <cstdlib>

#define NOIPA	__attribute__((noipa, noinline))

namespace shop {

class Cart {
public:
	Cart() : sum(0) {}
	NOIPA void add_item(int price);
	NOIPA void add_item(int price, int qty);
	NOIPA long total() const;
private:
	long sum;
};

void
Cart::add_item(int price)
{
	sum += price;
}

void
Cart::add_item(int price, int qty)
{
	sum += (long)price * qty;
}

long
Cart::total() const
{
	return sum;
}

NOIPA long
scale(long x)
{
	return x;
}

}	/* namespace shop */

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 3;
	shop::Cart cart;

	std::printf("cart %p\n", (void *)&cart);
	std::fflush(stdout);
	for (int i = 1; i <= n; i++)
		cart.add_item(i);
	cart.add_item(10, 2);
	std::printf("total %ld\n", shop::scale(cart.total()));
	return 0;
}
