/*
 * ASSERTION: #pragma D option oformat=json gives JSON output: tracemem()
 * as {"tracemem": hex of the bytes shown}, sym() as its text and address,
 * exit(N) as {"exit": N} (and the exit status N), no blank line before the
 * aggregations at exit.
 */
/* @@exit: 3 */
/* @@runtest-opts: -q */
#pragma D option oformat=json

BEGIN
{
	this->p = (char *)alloca(6);
	this->p[0] = 1; this->p[1] = (char)0xab; this->p[2] = 0x7f;
	this->p[3] = 0; this->p[4] = 0x20; this->p[5] = 0x5c;
	tracemem(this->p, 6);
	tracemem(this->p, 6, 2);
	sym(0);
	@["k"] = count();
	exit(3);
}
