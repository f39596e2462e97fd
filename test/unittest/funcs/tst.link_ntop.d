/*
 * ASSERTION: link_ntop() formats Ethernet (ARPHRD_ETHER, 6 bytes, from
 * alloca memory) and InfiniBand (ARPHRD_INFINIBAND, 20 bytes, from a
 * global array) link-layer addresses as Oracle Linux DTrace does.
 */

#pragma D option quiet

uint8_t ibaddr[20];

BEGIN
{
	this->buf_eth = (uint64_t *)alloca(sizeof(uint64_t));
	*(this->buf_eth) = htonll(0x000102030405 << 16);
	printf("%s\n", link_ntop(ARPHRD_ETHER, this->buf_eth));
	*(this->buf_eth) = htonll(0xffffffffffff << 16);
	printf("%s\n", link_ntop(ARPHRD_ETHER, this->buf_eth));
	*(this->buf_eth) = htonll(0x020820ac040e << 16);
	printf("%s\n", link_ntop(ARPHRD_ETHER, this->buf_eth));
	ibaddr[0] = 0x80; ibaddr[1] = 0x00; ibaddr[2] = 0x04; ibaddr[3] = 0x04;
	ibaddr[4] = 0xfe; ibaddr[5] = 0x8c; ibaddr[6] = 0x41; ibaddr[7] = 0x7a;
	ibaddr[13] = 0x02; ibaddr[14] = 0xc9; ibaddr[15] = 0x02;
	ibaddr[17] = 0x29; ibaddr[18] = 0x31; ibaddr[19] = 0xcd;
	printf("%s\n", link_ntop(ARPHRD_INFINIBAND, ibaddr));
	exit(0);
}
