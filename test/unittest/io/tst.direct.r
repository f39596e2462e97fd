start block_bio_queue write 65536 bytes on vda (virtio_blk, /dev/vda)
done block_rq_complete write 65536 bytes on vda, error 0, file <none>
start block_bio_queue read 65536 bytes on vda (virtio_blk, /dev/vda)
done block_rq_complete read 65536 bytes on vda, error 0, file <none>

