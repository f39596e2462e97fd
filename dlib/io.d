/*
 * io.d: the types of the io provider's arguments and of fds[], as DTrace
 * names them (the Dynamic Tracing Guide's "io Provider" chapter):
 *
 *   bufinfo_t   an I/O buffer (args[0] of io:::*), from the kernel's
 *               struct bio; B_READ, B_WRITE ... are its b_flags bits
 *   devinfo_t   the device (args[1]), from the bio's block device
 *   fileinfo_t  a file (args[2] of io:::*, always "<none>" there: the
 *               block layer does not know the file; and fds[fd], the open
 *               file fd of the current process), from a struct file
 *
 * The translators read the kernel's types from BTF; a kernel without one
 * of these members makes the whole file fail to load (dtrace -xdebug says
 * which), not dtrace.
 */


typedef struct bufinfo {
	int b_flags;			/* B_READ, B_WRITE, B_ASYNC, B_PHYS */
	size_t b_bcount;		/* bytes to transfer */
	caddr_t b_addr;			/* buffer address: 0, a bio has pages */
	uint64_t b_lblkno;		/* block (512-byte sector) on the device */
	uint64_t b_blkno;		/* the same */
	size_t b_resid;			/* bytes not transferred: 0 */
	size_t b_bufsize;		/* = b_bcount */
	caddr_t b_iodone;		/* the bio's completion function */
	int b_error;			/* the bio's status (blk_status_t) */
	dev_t b_edev;			/* the device (major << 20 | minor) */
} bufinfo_t;

inline int B_BUSY = 0x000001;
inline int B_DONE = 0x000002;
inline int B_ERROR = 0x000004;
inline int B_PAGEIO = 0x000010;
inline int B_PHYS = 0x000020;
inline int B_READ = 0x000040;
inline int B_WRITE = 0x000100;
inline int B_ASYNC = 0x000400;

/*
 * The operation is the low byte of bi_opf; odd operations (REQ_OP_WRITE,
 * ZONE_APPEND, WRITE_ZEROES ...) write.  A bio without REQ_SYNC is
 * asynchronous.  A NULL bio (io:::wait-start, wait-done) is all zeros.
 */
translator bufinfo_t < struct bio *B > {
	b_flags = B == NULL ? 0 :
	    ((B->bi_opf & 1) ? B_WRITE : B_READ) |
	    ((B->bi_opf & (1 << __REQ_SYNC)) ? 0 : B_ASYNC) | B_PHYS;
	b_addr = 0;
	b_bcount = B == NULL ? 0 : B->bi_iter.bi_size;
	b_lblkno = B == NULL ? 0 : B->bi_iter.bi_sector;
	b_blkno = B == NULL ? 0 : B->bi_iter.bi_sector;
	b_resid = 0;
	b_bufsize = B == NULL ? 0 : B->bi_iter.bi_size;
	b_iodone = B == NULL ? 0 : (caddr_t)B->bi_end_io;
	b_error = B == NULL ? 0 : B->bi_status;
	b_edev = B == NULL || B->bi_bdev == NULL ? 0 : B->bi_bdev->bd_dev;
};

typedef struct devinfo {
	int dev_major;			/* major number */
	int dev_minor;			/* minor number */
	int dev_instance;		/* the disk's first minor */
	string dev_name;		/* driver ("virtio_blk"), else the disk */
	string dev_statname;		/* disk and partition ("vda", "vda1") */
	string dev_pathname;		/* "/dev/" dev_statname */
} devinfo_t;

/*
 * The driver is that of the disk's parent device (virtio_blk for a
 * virtio disk); a disk without one (loop, ram) gives its own name.  The
 * partition number is the low byte of the block device's flags
 * (bdev_partno()).
 */
translator devinfo_t < struct bio *B > {
	dev_major = B == NULL || B->bi_bdev == NULL ? 0 :
	    getmajor(B->bi_bdev->bd_dev);
	dev_minor = B == NULL || B->bi_bdev == NULL ? 0 :
	    getminor(B->bi_bdev->bd_dev);
	dev_instance = B == NULL || B->bi_bdev == NULL ? 0 :
	    B->bi_bdev->bd_disk->first_minor;
	dev_name = B == NULL || B->bi_bdev == NULL ? "<none>" :
	    B->bi_bdev->bd_disk->part0->bd_device.parent != NULL &&
	    B->bi_bdev->bd_disk->part0->bd_device.parent->driver != NULL ?
	    stringof(B->bi_bdev->bd_disk->part0->bd_device.parent->driver->name) :
	    stringof(B->bi_bdev->bd_disk->disk_name);
	dev_statname = B == NULL || B->bi_bdev == NULL ? "<none>" :
	    (B->bi_bdev->__bd_flags.counter & 255) == 0 ?
	    stringof(B->bi_bdev->bd_disk->disk_name) :
	    strjoin(stringof(B->bi_bdev->bd_disk->disk_name),
	    lltostr(B->bi_bdev->__bd_flags.counter & 255));
	dev_pathname = B == NULL || B->bi_bdev == NULL ? "<none>" :
	    strjoin("/dev/", (B->bi_bdev->__bd_flags.counter & 255) == 0 ?
	    stringof(B->bi_bdev->bd_disk->disk_name) :
	    strjoin(stringof(B->bi_bdev->bd_disk->disk_name),
	    lltostr(B->bi_bdev->__bd_flags.counter & 255)));
};

typedef struct fileinfo {
	string fi_name;			/* the file's name (last component) */
	string fi_dirname;		/* the directory of fi_pathname */
	string fi_pathname;		/* the path */
	loff_t fi_offset;		/* the file offset */
	string fi_fs;			/* the file system type ("ext4") */
	string fi_mount;		/* where the file system is mounted */
	int fi_oflags;			/* open(2) flags */
} fileinfo_t;

inline int O_ACCMODE = 0003;
inline int O_RDONLY = 00;
inline int O_WRONLY = 01;
inline int O_RDWR = 02;
inline int O_CREAT = 0100;
inline int O_EXCL = 0200;
inline int O_NOCTTY = 0400;
inline int O_TRUNC = 01000;
inline int O_APPEND = 02000;
inline int O_NONBLOCK = 04000;
inline int O_NDELAY = 04000;
inline int O_DSYNC = 010000;
inline int O_ASYNC = 020000;
inline int O_DIRECT = 040000;
inline int O_LARGEFILE = 0100000;
inline int O_DIRECTORY = 0200000;
inline int O_NOFOLLOW = 0400000;
inline int O_NOATIME = 01000000;
inline int O_CLOEXEC = 02000000;
inline int O_SYNC = 04010000;
inline int O_FSYNC = 04010000;
inline int O_RSYNC = 04010000;
inline int O_PATH = 010000000;

/*
 * A NULL file (no such descriptor, or io:::*'s args[2]) is "<none>".
 * f_flags holds open(2)'s flags and the kernel's own FMODE bits above
 * them: the O_ flags above are what fi_oflags keeps.
 */
translator fileinfo_t < struct file *F > {
	fi_name = F == NULL ? "<none>" :
	    stringof(F->f_path.dentry->d_name.name);
	fi_dirname = F == NULL ? "<none>" : dirname(d_path(&F->f_path));
	fi_pathname = F == NULL ? "<none>" : d_path(&F->f_path);
	fi_offset = F == NULL ? 0 : F->f_pos;
	fi_fs = F == NULL ? "<none>" :
	    stringof(F->f_path.mnt->mnt_sb->s_type->name);
	fi_mount = F == NULL ? "<none>" :
	    "<unknown>";
	fi_oflags = F == NULL ? 0 : F->f_flags & 037777777;
};


/*
 * fds[fd]: the current process's open file fd (an inline with a
 * parameter: each use is this expression with fd bound, translated member
 * by member); a descriptor that is not open is "<none>".
 */
inline fileinfo_t fds[int fd] = xlate <fileinfo_t> (
    fd >= 0 && fd < curthread->files->fdt->max_fds ?
    curthread->files->fdt->fd[fd] : NULL);
