pid-cxx shop::Cart::add_item(int) entry
pid-cxx shop::Cart::add_item(int, int) entry
pid-cxx shop::Cart::total() const entry
pid-cxx shop::scale(long) entry
pid-cxx shop::Cart::Cart() entry
pid-cxx shop::scale(long) return
dtrace exit 0
total 30
ufunc:   pid-cxx`shop::scale(long)
shop::Cart::add_item(int, int)   1 calls
shop::Cart::add_item(int)        4 calls
shop::Cart::add_item(int)        10 sum of arg1
shop::Cart::add_item(int, int)   10 sum of arg1

arg0 is the Cart's address (this)
