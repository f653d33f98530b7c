package io.zkwire.faults.harness;

import io.zkwire.faults.harness.History.Miss;
import io.zkwire.faults.harness.Primitive.Role;
import io.zkwire.recipes.locks.Acquisition;
import java.time.Duration;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One contender of one client for one recipe, in a loop until stopped: acquire (with a deadline), hold for a
 * while doing fenced writes, stop at once on the lost signal, release.
 */
final class Worker implements Runnable {

    private static final Duration WRITE_GAP = Duration.ofMillis(60);
    private static final Duration MAX_IDLE = Duration.ofMillis(80);

    private final Contestant owner;
    private final Primitive primitive;
    private final CountDownLatch stop;
    private final Random random;

    Worker(Contestant owner, Primitive primitive, CountDownLatch stop, Random random) {
        this.owner = owner;
        this.primitive = primitive;
        this.stop = stop;
        this.random = random;
    }

    @Override
    public void run() {
        try {
            while (stop.getCount() > 0) {
                Optional<Holding> holding = acquire(primitive.pickRole(random));
                if (holding.isPresent()) {
                    use(holding.get());
                }
                // Between holds: a short random pause, cut short by the stop.
                stop.await(random.nextInt((int) MAX_IDLE.toMillis() + 1), TimeUnit.MILLISECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException | AssertionError e) {
            owner.history().died(Thread.currentThread().getName() + ": " + e);
        }
    }

    private Optional<Holding> acquire(Role role) throws InterruptedException {
        HarnessSettings settings = owner.settings();
        AtomicLong grantNanos = new AtomicLong();
        CompletableFuture<Optional<Acquisition>> pending = owner.locks().acquire(role, settings.acquireTimeout());
        pending.whenComplete((acquired, failure) -> grantNanos.compareAndSet(0, System.nanoTime()));
        Optional<Acquisition> acquired;
        try {
            acquired = Waits.get(pending, settings.hangLimit());
        } catch (TimeoutException e) {
            pending.cancel(false); // abandons the attempt; its node is deleted
            owner.history().miss(primitive, Miss.Kind.HUNG, "no outcome " + settings.hangLimit().toSeconds()
                    + " s after asking, with a deadline of " + settings.acquireTimeout().toMillis() + " ms");
            return Optional.empty();
        } catch (ExecutionException e) {
            owner.history().miss(primitive, Miss.Kind.FAILED, String.valueOf(e.getCause()));
            return Optional.empty();
        }
        grantNanos.compareAndSet(0, System.nanoTime()); // get() may return before the callback above has run
        if (acquired.isEmpty()) {
            owner.history().miss(primitive, Miss.Kind.TIMED_OUT, "");
            return Optional.empty();
        }
        return Optional.of(Holding.begin(owner, primitive, role, acquired.get(), grantNanos.get()));
    }

    private void use(Holding holding) throws InterruptedException {
        long holdNanos = (long) (owner.settings().holdTime().toNanos() * (0.5 + random.nextDouble()));
        long until = System.nanoTime() + holdNanos;
        while (System.nanoTime() - until < 0 && !holding.isLost()) {
            if (holding.role().writes()) {
                holding.write(false);
            }
            holding.awaitLoss(WRITE_GAP);
        }
        holding.finish();
    }
}
